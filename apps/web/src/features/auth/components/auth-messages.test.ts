import { authFormMessages, authMessages } from '@aula/contract/auth-rules';
import { personNameMessage } from '@aula/contract/person-name';
import { describe, expect, it } from 'vitest';
import english from '../../../locales/en/auth.json';

describe("the auth catalogue's English", () => {
  it("quotes every message of the contract exactly, under the contract's key", () => {
    expect(english.server).toEqual(authMessages);
    expect(english.form).toEqual({ ...authFormMessages, personName: personNameMessage });
  });
});
