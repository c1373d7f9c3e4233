import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub.ts';
import { organisation } from '../../test/fixtures.ts';
import { renderWithinApp } from '../../test/render-within-app.tsx';
import { AssessmentQuestion } from './components/assessment-question.tsx';

/*
 * An assessment question's pictures are not public media (ADR 0095): the server hands each as an
 * address on the content origin signed for the learner, and the question shows it as given, never as a
 * /media path. The author's preview shows the same component.
 */

const signed = (path: string) =>
  `http://content.localhost:3001/content/TESTORG/alice/1796140800/2/${'s'.repeat(43)}/${path}`;

describe("an assessment question's pictures", () => {
  it('show at the addresses the server signed: the question’s own, then each option’s', async () => {
    stubApi(vi, { getOrganisation: () => ({ body: organisation }) });
    const { container } = renderWithinApp(
      <AssessmentQuestion
        question={{
          iid: 'i4',
          atype: 5,
          istem: '<p>Pick the protective wear</p>',
          img: signed('exam/ward.png'),
          iopts: [
            { content: 'Gown', url: signed('exam/gown.svg') },
            { content: null, url: signed('exam/cross.svg') },
          ],
          matches: [],
        }}
        answer={undefined}
        onChange={() => {}}
        onUpload={() => Promise.reject(new Error('no upload here'))}
        disabled={false}
        label="Question 4"
      />,
    );
    await screen.findByText('Pick the protective wear');
    const sources = [...container.querySelectorAll('img')].map((picture) => picture.getAttribute('src'));
    expect(sources).toEqual([signed('exam/ward.png'), signed('exam/gown.svg'), signed('exam/cross.svg')]);
    expect(screen.getByRole('img', { name: 'Gown' })).toBeInTheDocument();
  });
});
