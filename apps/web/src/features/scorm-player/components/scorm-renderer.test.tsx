import type { ScormLaunch } from '@aula/contract/scorm';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session.ts';
import { stubApi } from '../../../test/api-stub.ts';
import { organisation } from '../../../test/fixtures.ts';
import { renderWithinApp } from '../../../test/render-within-app.tsx';
import { learnerSession } from '../../../test/session.ts';
import { ScormRenderer } from './scorm-renderer.tsx';

const scos = [
  { identifier: 'SCO-INTRO', title: 'Introduction', completed: false },
  { identifier: 'SCO-CASE', title: 'A case', completed: false },
  { identifier: 'SCO-QUIZ', title: 'Quiz', completed: false },
];

/** The server's launch of `scoid` (the first when none is named) of a three-SCO 2004 package. */
function launchOf(scoid = 'SCO-INTRO'): ScormLaunch {
  return {
    title: 'Golf explained',
    version: '2004',
    scoid,
    launchUrl: `/media/ORG1/scorm/golf/${scoid}.html`,
    cmi: { 'cmi.learner_id': 'asha@example.edu' },
    scos,
    toc: [
      {
        identifier: 'MODULE',
        title: 'Playing the game',
        sco: false,
        items: scos.slice(0, 2).map(({ identifier, title }) => ({ identifier, title, sco: true, items: [] })),
      },
      { identifier: 'SCO-QUIZ', title: 'Quiz', sco: true, items: [] },
    ],
    controlMode: { flow: true, choice: true },
    objectNeeds: 'completion',
  };
}

/** What the signed-in route table does: its screens render once the session is known. */
function SignedIn({ children }: { children: ReactNode }) {
  return useSession().data?.status === 'signedIn' ? children : null;
}

const object = (oid: string) => ({ oid, otype: 'scorm' as const, otitle: 'Golf', ourl: '', nenabled: true });

/** The course player's use: one renderer, given the next scorm object when the learner moves on. */
function Player() {
  const [objectId, setObjectId] = useState('golf');
  return (
    <SignedIn>
      <button type="button" onClick={() => setObjectId('golf-2')}>
        Next object
      </button>
      <ScormRenderer courseId="C1" objectId={objectId} object={object(objectId)} onComplete={() => {}} />
    </SignedIn>
  );
}

describe('the scorm renderer of a package of several SCOs', { timeout: 20_000 }, () => {
  it('launches the SCO chosen by Continue, Previous and the contents, each in a frame of its own', async () => {
    const user = userEvent.setup();
    const api = stubApi(vi, {
      getOrganisation: () => ({ body: organisation }),
      'auth/currentSession': () => ({ body: learnerSession() }),
      getScormData: (body) => ({ body: launchOf((body as { scoid?: string }).scoid) }),
    });
    renderWithinApp(<Player />);
    expect(await screen.findByRole('button', { name: 'Introduction' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByTitle('Golf: Introduction').tagName).toBe('IFRAME');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTitle('Golf: A case')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quiz' }));
    expect(await screen.findByTitle('Golf: Quiz')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    const asked = api.calls.filter((call) => call.name === 'getScormData').map((call) => call.body);
    expect(asked).toEqual([
      expect.not.objectContaining({ scoid: expect.anything() }),
      expect.objectContaining({ objid: 'golf', scoid: 'SCO-CASE' }),
      expect.objectContaining({ objid: 'golf', scoid: 'SCO-QUIZ' }),
    ]);

    // The player keeps the renderer for the next scorm object: it starts where the server says.
    await user.click(screen.getByRole('button', { name: 'Next object' }));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.name === 'getScormData').at(-1)?.body).toEqual(
        expect.objectContaining({ objid: 'golf-2' }),
      ),
    );
    expect(api.calls.filter((call) => call.name === 'getScormData').at(-1)?.body).not.toHaveProperty('scoid');
  });

  it('says what the package still needs before its object counts complete', async () => {
    stubApi(vi, {
      getOrganisation: () => ({ body: organisation }),
      'auth/currentSession': () => ({ body: learnerSession() }),
      getScormData: () => ({
        body: {
          ...launchOf(),
          objectNeeds: 'pass',
          scos: scos.map((sco, i) => ({ ...sco, completed: i === 0 })),
        },
      }),
    });
    renderWithinApp(<Player />);
    expect(
      await screen.findByText(
        'This object is marked complete once the package reports that you have finished it and passed its test. Still to finish in this package: A case, Quiz.',
      ),
    ).toBeInTheDocument();
  });
});
