import { describe, expect, it } from 'vitest';
import { manifest12Declared, manifest2004Declared } from '../../../test/scorm-packages.ts';
import { readManifest } from './read-manifest.ts';

describe('what a manifest declares for the runtime', () => {
  it('reads 2004 objectives, scaled passing score, completion thresholds, data from the LMS and time limits', () => {
    const { scos } = readManifest(manifest2004Declared());
    expect(scos).toEqual([
      {
        identifier: 'SCO-READ',
        title: 'Read',
        href: 'read.html',
        masteryScore: null,
        objectives: [],
        completionThreshold: 0.75,
        dataFromLms: 'mode=review&level=2',
        maxTimeAllowed: 'PT30M',
        timeLimitAction: 'exit,message',
      },
      {
        identifier: 'SCO-CHECK',
        title: 'Check',
        href: 'check.html',
        masteryScore: 60,
        objectives: [
          { id: 'check-passed', primary: true },
          { id: 'signal-named', primary: false },
        ],
        completionThreshold: null,
        dataFromLms: null,
        maxTimeAllowed: null,
        timeLimitAction: null,
      },
      expect.objectContaining({ identifier: 'SCO-WRAP', completionThreshold: 0.5 }),
    ]);
  });

  it("reads 1.2's mastery score, data from the LMS, time allowed and time limit action", () => {
    const [first] = readManifest(manifest12Declared()).scos;
    expect(first).toMatchObject({
      masteryScore: 75,
      dataFromLms: 'start=intro',
      maxTimeAllowed: '00:45:00',
      timeLimitAction: 'continue,no message',
    });
  });

  it("reads the organisation's rollup rules and nothing to warn of when it declares only what Aula runs", () => {
    const manifest = readManifest(manifest2004Declared());
    expect(manifest.rollupRules).toEqual([
      {
        childActivitySet: 'all',
        conditionCombination: 'any',
        conditions: [{ condition: 'completed', not: false }],
        action: 'completed',
      },
      {
        childActivitySet: 'any',
        conditionCombination: 'any',
        conditions: [{ condition: 'satisfied', not: false }],
        action: 'satisfied',
      },
    ]);
    expect(manifest.findings).toEqual([]);
  });

  it('names each sequencing element it does not run, by item, and skips the rules it cannot', () => {
    const extra = `
      <imsss:sequencingRules>
        <imsss:preConditionRule>
          <imsss:ruleConditions><imsss:ruleCondition condition="satisfied"/></imsss:ruleConditions>
          <imsss:ruleAction action="skip"/>
        </imsss:preConditionRule>
      </imsss:sequencingRules>
      <imsss:limitConditions attemptLimit="2"/>
      <imsss:rollupRules>
        <imsss:rollupRule childActivitySet="atLeastCount" minimumCount="2">
          <imsss:rollupConditions><imsss:rollupCondition condition="attempted"/></imsss:rollupConditions>
          <imsss:rollupAction action="completed"/>
        </imsss:rollupRule>
      </imsss:rollupRules>`;
    const xml = manifest2004Declared({ extra }).replace(
      '<imsss:rollupRule childActivitySet="all">',
      '<imsss:rollupRule childActivitySet="atLeastPercent"><imsss:rollupConditions><imsss:rollupCondition condition="completed"/></imsss:rollupConditions><imsss:rollupAction action="completed"/></imsss:rollupRule><imsss:rollupRule childActivitySet="all">',
    );
    const manifest = readManifest(xml);
    expect(manifest.rollupRules).toHaveLength(2);
    expect(manifest.findings.map((finding) => finding.message)).toEqual([
      'The organisation "ORG" has a rollup rule with childActivitySet "atLeastPercent" (only all and any are run), which Aula does not run.',
      'Item "SCO-CHECK" declares pre-, post- or exit-condition rules (imsss:sequencingRules), which Aula does not run.',
      'Item "SCO-CHECK" declares an attempt limit (imsss:limitConditions attemptLimit), which Aula does not enforce.',
      'Item "SCO-CHECK" declares rollup rules (imsss:rollupRules); Aula runs only the organisation\'s.',
    ]);
    expect(manifest.findings.every((f) => f.severity === 'warning' && f.file === 'imsmanifest.xml')).toBe(
      true,
    );
  });
});
