import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../lib/i18n.ts';
import { OrganisationContext } from '../lib/organisation.ts';
import { organisation } from '../test/fixtures.ts';
import { PageLayout } from './page-layout.tsx';

function renderLayout(node: React.ReactNode) {
  return render(
    <MemoryRouter>
      <OrganisationContext value={organisation}>{node}</OrganisationContext>
    </MemoryRouter>,
  );
}

describe('the page layout', () => {
  it('gives the page one h1 and names the browser tab after it and the organisation', () => {
    renderLayout(
      <PageLayout title="Certificates">
        <p>No Data</p>
      </PageLayout>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Certificates' })).toBeInTheDocument();
    expect(document.title).toBe(`Certificates | ${organisation.name}`);
    expect(screen.getByText('No Data')).toBeInTheDocument();
  });

  it('shows a back link above the heading, controls beside it and a line under it', () => {
    renderLayout(
      <PageLayout
        title="Calendar"
        documentTitle="Events"
        back={{ to: '/', label: 'Back To Home' }}
        actions={<button type="button">Subscribe</button>}
        subtitle="July 2026 intake"
      >
        <p>Events</p>
      </PageLayout>,
    );
    const back = screen.getByRole('link', { name: 'Back To Home' });
    const heading = screen.getByRole('heading', { level: 1, name: 'Calendar' });
    expect(back).toHaveAttribute('href', '/');
    expect(back.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const header = heading.parentElement?.parentElement;
    if (!header) throw new Error('the heading sits in the page header');
    expect(within(header).getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(within(header).getByText('July 2026 intake')).toBeInTheDocument();
    expect(document.title).toBe(`Events | ${organisation.name}`);
  });
});
