import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { organisation } from '../../../test/fixtures.ts';
import { renderWithinApp } from '../../../test/render-within-app.tsx';
import { ScormContents } from './scorm-contents.tsx';

const toc = [
  {
    identifier: 'MODULE',
    title: 'Playing the game',
    sco: false,
    items: [
      { identifier: 'INTRO', title: 'Introduction', sco: true, items: [] },
      { identifier: 'CASE', title: 'A case', sco: true, items: [] },
    ],
  },
  { identifier: 'QUIZ', title: 'Quiz', sco: true, items: [] },
];
const scos = [
  { identifier: 'INTRO', title: 'Introduction', completed: true },
  { identifier: 'CASE', title: 'A case', completed: false },
  { identifier: 'QUIZ', title: 'Quiz', completed: false },
];

describe('the package contents', { timeout: 20_000 }, () => {
  it('nests the items as the manifest does, marks the open SCO, and opens another by keyboard', async () => {
    stubApi(vi, { getOrganisation: () => ({ body: organisation }) });
    const onChoose = vi.fn();
    const user = userEvent.setup();
    renderWithinApp(<ScormContents toc={toc} scos={scos} current="CASE" choice onChoose={onChoose} />);
    const nav = await screen.findByRole('navigation', { name: 'Contents' });
    const module = screen.getByText('Playing the game').closest('li');
    expect(module?.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'A case' })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: /^Introduction\s*Completed$/ })).toBeInTheDocument();
    expect(nav).toContainElement(screen.getByRole('button', { name: 'Quiz' }));
    screen.getByRole('button', { name: 'Quiz' }).focus();
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith('QUIZ');
  });

  it('without choice, lists the SCOs without buttons', async () => {
    stubApi(vi, { getOrganisation: () => ({ body: organisation }) });
    renderWithinApp(<ScormContents toc={toc} scos={scos} current="CASE" choice={false} onChoose={vi.fn()} />);
    await screen.findByRole('navigation', { name: 'Contents' });
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByText('A case')).toHaveAttribute('aria-current', 'step');
  });
});
