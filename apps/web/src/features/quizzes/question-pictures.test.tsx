import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub.ts';
import { organisation } from '../../test/fixtures.ts';
import { renderWithinApp } from '../../test/render-within-app.tsx';
import { QuestionView } from './components/question-view.tsx';

/*
 * A quiz question's pictures are not public media (ADR 0095): the server hands each as an address on
 * the content origin signed for the learner, and the question shows it as given, never as a /media path.
 */

const signed = (path: string) =>
  `http://content.localhost:3001/content/TESTORG/alice/1796140800/2/${'s'.repeat(43)}/${path}`;

describe("a quiz question's pictures", () => {
  it('show at the addresses the server signed: the question’s own, then each option’s', async () => {
    stubApi(vi, { getOrganisation: () => ({ body: organisation }) });
    const { container } = renderWithinApp(
      <QuestionView
        question={{
          istem: '<p>Which one is a glove?</p>',
          imageurl: signed('quiz/stem.png'),
          atype: 4,
          qscore: 1,
          iopts: [{ content: 'Glove', url: signed('quiz/glove.svg') }, { url: signed('quiz/mask.svg') }],
        }}
        answer={[]}
        onAnswer={() => {}}
      />,
    );
    await screen.findByText('Which one is a glove?');
    const sources = [...container.querySelectorAll('img')].map((picture) => picture.getAttribute('src'));
    expect(sources).toEqual([signed('quiz/stem.png'), signed('quiz/glove.svg'), signed('quiz/mask.svg')]);
    expect(screen.getByRole('img', { name: 'Glove' })).toBeInTheDocument();
  });
});
