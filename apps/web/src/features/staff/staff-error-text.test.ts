import { catalogueMessages } from '@aula/contract/staff-catalogue';
import {
  accessMessages,
  courseFileMessages,
  secondFactorMessages,
  staffMessages,
  subjectRefusals,
} from '@aula/contract/staff-messages';
import { uploadLimitMessages } from '@aula/contract/upload-limits';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { i18n } from '../../lib/i18n.ts';
import staffEn from '../../locales/en/staff.json';
import staffFr from '../../locales/fr/staff.json';
import { useStaffErrorText } from './staff-error-text.ts';

// Staff errors in the reader's language (ADR 0100): what the contract words comes from the catalogue,
// and in French nothing falls back to the server's English.

const namespaces = ['staff', 'auth', 'common'];

beforeEach(async () => {
  await i18n.loadNamespaces(namespaces);
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

async function errorTextIn(language: 'en' | 'fr') {
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(namespaces);
  return renderHook(() => useStaffErrorText()).result.current;
}

const refusal = (code: ApiError['code'], message: string, status = 400) =>
  new ApiError({ code, status, message });

describe('a staff refusal', () => {
  it('is said in French from the catalogue when the contract words it', async () => {
    const text = await errorTextIn('fr');
    expect(text(refusal('CONFLICT', staffMessages.lastAdmin, 409))).toBe(
      "L'organisation doit garder au moins un administrateur : nommez d'abord quelqu'un d'autre administrateur.",
    );
    expect(text(refusal('FORBIDDEN', subjectRefusals.program, 403))).toBe(
      "Ce programme n'est pas de votre ressort.",
    );
    expect(text(refusal('FORBIDDEN', accessMessages.staffOnly, 403))).toBe(
      "Ceci est réservé au personnel de l'université.",
    );
    expect(text(refusal('CODE_MISMATCH', secondFactorMessages.usedCode))).toBe(
      "Ce code a déjà été utilisé. Attendez le code suivant dans votre application d'authentification.",
    );
    expect(text(refusal('CONFLICT', catalogueMessages.pidTaken, 409))).toBe(
      'Un programme porte déjà cet identifiant.',
    );
    expect(text(refusal('VALIDATION_FAILED', courseFileMessages.invalidCaptions))).toBe(
      'Ces sous-titres ne sont pas du WebVTT valide.',
    );
    expect(text(refusal('CONFLICT', uploadLimitMessages.alreadyUsed, 409))).toBe(
      'Ce téléversement a déjà servi. Choisissez de nouveau le fichier pour le téléverser.',
    );
    // The identity operations' own messages keep their `auth` translations.
    expect(text(refusal('CODE_MISMATCH', 'Code mismatch'))).not.toBe('Code mismatch');
  });

  it("is never English in French: a refusal the contract does not word is said by its code's sentence", async () => {
    const text = await errorTextIn('fr');
    expect(text(refusal('VALIDATION_FAILED', 'No programme "X" in this organisation.'))).toBe(
      "Une saisie n'est pas valide. Vérifiez les champs et réessayez.",
    );
    expect(text(refusal('CONFLICT', 'This certificate was already revoked on 2026-11-02.', 409))).toBe(
      "Ceci ne peut pas être fait dans l'état actuel. Rechargez la page et réessayez.",
    );
    expect(text(refusal('INVALID_PARAMETER', 'Something the catalogue does not know.'))).toBe(
      'La demande a été refusée.',
    );
  });

  it("keeps the server's own words in English, and the general sentences for no answer or its trouble", async () => {
    const text = await errorTextIn('en');
    expect(text(refusal('CONFLICT', 'This certificate was already revoked on 2026-11-02.', 409))).toBe(
      'This certificate was already revoked on 2026-11-02.',
    );
    expect(text(refusal('FORBIDDEN', subjectRefusals.batchCourse, 403))).toBe(
      'That course is not yours to act on.',
    );
    expect(text(refusal('INTERNAL', 'boom', 500))).not.toContain('boom');
  });

  it.each([
    ['access', accessMessages],
    ['subjects', subjectRefusals],
    ['secondFactor', secondFactorMessages],
    ['staff', staffMessages],
    ['courseFiles', courseFileMessages],
  ] as const)(
    'has every %s message of the contract in the catalogue, word for word, and in French',
    (group, messages) => {
      const english: Record<string, string> = staffEn.serverMessages[group];
      const french: Record<string, string> = staffFr.serverMessages[group];
      expect(Object.keys(english).sort()).toEqual(Object.keys(messages).sort());
      for (const [key, text] of Object.entries(messages)) {
        expect(english[key], key).toBe(text);
        expect(french[key], key).toEqual(expect.any(String));
        expect(french[key], key).not.toBe(text);
      }
    },
  );
});
