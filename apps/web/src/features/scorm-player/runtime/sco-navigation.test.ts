import { describe, expect, it } from 'vitest';
import { parseNavigationRequest, targetOf, validRequests } from './sco-navigation.ts';

const order = ['intro', 'case', 'quiz'];
const both = { flow: true, choice: true };

describe('SCO navigation', () => {
  it("reads a SCO's navigation requests, and leaves out the ones the player does not run", () => {
    expect(parseNavigationRequest('continue')).toEqual({ kind: 'continue' });
    expect(parseNavigationRequest('suspendAll')).toEqual({ kind: 'suspendAll' });
    expect(parseNavigationRequest('{target=quiz}choice')).toEqual({ kind: 'choice', target: 'quiz' });
    expect(parseNavigationRequest('_none_')).toBeNull();
    expect(parseNavigationRequest('{target=quiz}jump')).toBeNull();
    expect(parseNavigationRequest('abandonAll')).toBeNull();
  });

  it('leads Continue and Previous along the order with flow, and choice anywhere with choice', () => {
    expect(targetOf({ kind: 'continue' }, order, 'intro', both)).toBe('case');
    expect(targetOf({ kind: 'previous' }, order, 'intro', both)).toBeNull();
    expect(targetOf({ kind: 'continue' }, order, 'quiz', both)).toBeNull();
    expect(targetOf({ kind: 'choice', target: 'quiz' }, order, 'intro', both)).toBe('quiz');
    expect(targetOf({ kind: 'choice', target: 'nope' }, order, 'intro', both)).toBeNull();
    expect(targetOf({ kind: 'continue' }, order, 'intro', { flow: false, choice: true })).toBeNull();
    expect(
      targetOf({ kind: 'choice', target: 'quiz' }, order, 'intro', { flow: true, choice: false }),
    ).toBeNull();
  });

  it('answers adl.nav.request_valid truthfully', () => {
    expect(validRequests(order, 'intro', { flow: true, choice: false })).toEqual({
      'adl.nav.request_valid.continue': 'true',
      'adl.nav.request_valid.previous': 'false',
      'adl.nav.request_valid.choice.{target=intro}': 'false',
      'adl.nav.request_valid.choice.{target=case}': 'false',
      'adl.nav.request_valid.choice.{target=quiz}': 'false',
    });
    expect(validRequests(order, 'quiz', both)).toMatchObject({
      'adl.nav.request_valid.continue': 'false',
      'adl.nav.request_valid.previous': 'true',
      'adl.nav.request_valid.choice.{target=case}': 'true',
    });
  });
});
