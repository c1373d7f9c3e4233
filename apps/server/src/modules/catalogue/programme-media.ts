import type { ProgrammeTexts } from '@aula/contract/staff-catalogue';

/** Every media path the texts point to, with the field that names it (as the body's path says it). */
export function programmeMedia(texts: ProgrammeTexts): Array<[field: string, path: string]> {
  const found: Array<[string, string | undefined]> = [
    ['texts.pimage', texts.pimage],
    ['texts.admission.instructionPdf', texts.admission?.instructionPdf],
    ['texts.ccoordinator.pic', texts.ccoordinator?.pic],
    ['texts.cmentor.pic', texts.cmentor?.pic],
  ];
  texts.pinstructors.forEach((group, g) => {
    group.value.forEach((person, p) => {
      found.push([`texts.pinstructors.${g}.value.${p}.pic`, person.pic]);
    });
  });
  texts.pcurriculum.forEach((topic, t) => {
    found.push([`texts.pcurriculum.${t}.timage`, topic.timage]);
  });
  return found.filter((entry): entry is [string, string] => entry[1] !== undefined);
}
