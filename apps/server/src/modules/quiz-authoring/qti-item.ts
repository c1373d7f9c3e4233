import { childrenNamed, findAll, isElement, textOf, type XmlChild, type XmlElement } from './qti-xml.ts';

/*
 * One IMS QTI 2.1 assessmentItem as a question of a bank (ADR 0099). An item maps when its one
 * interaction matches an answer type: choiceInteraction (one choice: single choice, 2 when its two
 * choices are True and False; several: multiple choice, 3), matchInteraction (6, when each item has one
 * match of its own), extendedTextInteraction and textEntryInteraction (descriptive, 7, marked by staff)
 * and uploadInteraction (file, 8). Any other item is refused with the reason; what a mapped item loses
 * (feedback, partial credit, markup that is not XHTML) is said in its notes.
 */

export class QtiItemRefused extends Error {
  override name = 'QtiItemRefused';
}

// A reason may quote the file (a picture's address, a choice's id): it is cut short, as the file is hostile.
const refuse = (reason: string): never => {
  throw new QtiItemRefused(reason.length > 300 ? `${reason.slice(0, 299)}…` : reason);
};

export interface QtiQuestion {
  /** To be judged by the bundle's QuizItem; its stem is HTML still to be sanitised. */
  candidate: { atype: number; istem: string; qscore: number; iopts: object[] };
  notes: string[];
}

// The XHTML elements a QTI 2.1 item body may hold that a question's text keeps (the sanitiser still
// judges them); pictures and media refuse the item instead.
const xhtml = new Set(
  (
    'a abbr address b big blockquote br caption cite code col colgroup dd dfn div dl dt em h1 h2 h3 h4 h5 h6 ' +
    'hr i kbd li ol p pre q samp small span strong sub sup table tbody td tfoot th thead tr tt ul var'
  ).split(' '),
);
const voidElements = new Set(['br', 'hr', 'col']);
const keptAttributes: Record<string, string[]> = {
  a: ['href'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  ol: ['start'],
};
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

const isInteraction = (element: XmlElement) => element.name.endsWith('Interaction');
const blank = '_____';

class ItemReader {
  readonly notes: string[] = [];
  readonly leftOut = new Set<string>();

  /** XHTML of `children`, each interaction written by `interaction`, any other markup left out. */
  html(children: XmlChild[], interaction: (element: XmlElement) => string): string {
    return children
      .map((child) => {
        if (!isElement(child)) return escapeHtml(child.text);
        if (isInteraction(child)) return interaction(child);
        if (!xhtml.has(child.name)) {
          this.leftOut.add(child.name);
          return '';
        }
        const attributes = (keptAttributes[child.name] ?? [])
          .filter((name) => child.attributes[name] !== undefined)
          .map((name) => ` ${name}="${escapeHtml(child.attributes[name] ?? '')}"`)
          .join('');
        if (voidElements.has(child.name)) return `<${child.name}${attributes}>`;
        return `<${child.name}${attributes}>${this.html(child.children, interaction)}</${child.name}>`;
      })
      .join('');
  }

  /** An interaction's prompt as a paragraph of the question's text. */
  prompt(interaction: XmlElement): string {
    const [prompt] = childrenNamed(interaction, 'prompt');
    return prompt ? `<p>${this.html(prompt.children, () => '')}</p>` : '';
  }
}

function correctValues(root: XmlElement, interaction: XmlElement) {
  const identifier = interaction.attributes.responseIdentifier ?? '';
  const declaration = childrenNamed(root, 'responseDeclaration').find(
    (each) => each.attributes.identifier === identifier,
  );
  const values = declaration
    ? childrenNamed(declaration, 'correctResponse').flatMap((correct) =>
        childrenNamed(correct, 'value').map(textOf),
      )
    : [];
  return {
    values,
    cardinality: declaration?.attributes.cardinality ?? 'single',
    mapped: declaration ? childrenNamed(declaration, 'mapping').length > 0 : false,
  };
}

function choiceOptions(reader: ItemReader, root: XmlElement, interaction: XmlElement) {
  const { values, cardinality, mapped } = correctValues(root, interaction);
  if (cardinality === 'ordered') refuse('It asks for its choices in order, which no answer type matches.');
  if (values.length === 0) refuse('It names no correct response.');
  const choices = findAll(interaction, (element) => element.name === 'simpleChoice');
  const identifiers = choices.map((choice) => choice.attributes.identifier ?? '');
  const stray = values.find((value) => !identifiers.includes(value));
  if (stray) refuse(`Its correct response names a choice it does not have (${stray}).`);
  if (mapped) reader.notes.push('Partial credit (its mapping) is left out: an answer is right or wrong.');
  if (interaction.attributes.shuffle === 'true') reader.notes.push('Its choices keep their written order.');
  const options = choices.map((choice) => {
    const feedback = findAll(choice, (element) => element.name === 'feedbackInline').map(textOf);
    const content = textOf({
      ...choice,
      children: choice.children.filter((child) => !isElement(child) || child.name !== 'feedbackInline'),
    });
    return {
      content,
      correct: values.includes(choice.attributes.identifier ?? ''),
      ...(feedback.length > 0 ? { feedback: feedback.join(' ') } : {}),
    };
  });
  const multiple = cardinality === 'multiple';
  const trueFalse =
    options.length === 2 && options.map((option) => option.content.toLowerCase()).join(' ') === 'true false';
  return { atype: multiple ? 3 : trueFalse ? 2 : 1, iopts: options };
}

function matchOptions(root: XmlElement, interaction: XmlElement) {
  const sets = childrenNamed(interaction, 'simpleMatchSet');
  const [sources = [], targets = []] = sets.map((set) => childrenNamed(set, 'simpleAssociableChoice'));
  if (sets.length !== 2) refuse('Its matchInteraction does not have two match sets.');
  const pairs = correctValues(root, interaction).values.map((value) => value.split(/\s+/));
  const named = (choices: XmlElement[], identifier: string | undefined) =>
    choices.find((choice) => choice.attributes.identifier === identifier);
  // Each item (in its set's order) with the one match its pair names, each match used once.
  const matched = sources.map((source) => {
    const own = pairs.filter(([from]) => from === source.attributes.identifier);
    return own.length === 1 ? named(targets, own[0]?.[1]) : undefined;
  });
  const oneToOne =
    pairs.length === sources.length &&
    targets.length === sources.length &&
    new Set(matched).size === sources.length &&
    matched.every((target) => target !== undefined);
  if (!oneToOne) {
    refuse('Its correct pairs do not give each item one match of its own, as matching (6) needs.');
  }
  return {
    atype: 6,
    iopts: sources.map((source, index) => ({
      content: textOf(source),
      match: textOf(matched[index] as XmlElement),
    })),
  };
}

/** The question of one assessmentItem, or a QtiItemRefused saying why it cannot be one. */
export function qtiQuestion(root: XmlElement): QtiQuestion {
  if (root.name !== 'assessmentItem') refuse(`Its root is ${root.name}, not a QTI 2.1 assessmentItem.`);
  if (root.attributes.adaptive === 'true')
    refuse('It is adaptive (answered in steps), which Aula does not run.');
  if (childrenNamed(root, 'templateDeclaration').length > 0) {
    refuse('It draws template values for each learner, which Aula does not run.');
  }
  const [body] = childrenNamed(root, 'itemBody');
  if (!body) refuse('It has no itemBody.');
  const itemBody = body as XmlElement;
  const media = findAll(itemBody, (element) => ['img', 'object'].includes(element.name));
  if (media.length > 0) {
    const named = media.map((element) => element.attributes.src ?? element.attributes.data ?? element.name);
    refuse(
      `It shows pictures or media (${named.join(', ')}), which the import does not bring into the media store.`,
    );
  }
  const interactions = findAll(itemBody, isInteraction);
  if (interactions.length === 0) refuse('It has no interaction to answer.');
  const names = [...new Set(interactions.map((interaction) => interaction.name))];
  const [interaction] = interactions as [XmlElement];
  if (names.length > 1 || (interactions.length > 1 && names[0] !== 'textEntryInteraction')) {
    refuse(`It holds ${interactions.length} interactions (${names.join(', ')}); a question has one answer.`);
  }

  const reader = new ItemReader();
  let answer: { atype: number; iopts: object[] };
  switch (interaction.name) {
    case 'choiceInteraction':
      answer = choiceOptions(reader, root, interaction);
      break;
    case 'matchInteraction':
      answer = matchOptions(root, interaction);
      break;
    case 'extendedTextInteraction':
      answer = { atype: 7, iopts: [] };
      break;
    case 'textEntryInteraction': {
      answer = { atype: 7, iopts: [] };
      const expected = interactions.flatMap((each) => correctValues(root, each).values);
      reader.notes.push(
        `Imported as a descriptive answer that staff mark${expected.length > 0 ? `; the expected answer (${expected.join(', ')}) is not kept` : ''}.`,
      );
      break;
    }
    case 'uploadInteraction':
      answer = { atype: 8, iopts: [] };
      break;
    default:
      return refuse(`It uses ${interaction.name}, which matches none of the eight answer types.`);
  }

  const stem = reader.html(itemBody.children, (element) =>
    element.name === 'textEntryInteraction' ? blank : reader.prompt(element),
  );
  const [processing] = childrenNamed(root, 'responseProcessing');
  if (answer.atype <= 6 && processing && !processing.attributes.template) {
    reader.notes.push('Its own response processing is not run: the correct response is the right answer.');
  }
  if (childrenNamed(root, 'modalFeedback').length > 0) reader.leftOut.add('modalFeedback');
  if (reader.leftOut.size > 0) reader.notes.push(`Left out: ${[...reader.leftOut].sort().join(', ')}.`);

  const score = childrenNamed(root, 'outcomeDeclaration').find(
    (each) => each.attributes.identifier === 'SCORE',
  );
  const maximum = Number(score?.attributes.normalMaximum);
  const title = root.attributes.title ?? root.attributes.identifier ?? '';
  const text = stem.replace(/<[^>]*>/g, '').trim() === '' ? `<p>${escapeHtml(title)}</p>${stem}` : stem;
  return {
    candidate: {
      ...answer,
      istem: text,
      qscore: Number.isFinite(maximum) && maximum >= 0 && maximum <= 1000 ? maximum : 1,
    },
    notes: reader.notes,
  };
}
