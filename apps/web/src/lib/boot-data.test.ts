import { dehydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { organisation } from '../test/fixtures.ts';
import { bootDataElement, readBootData, seedBootData } from './boot-data.ts';
import { organisationKeys } from './organisation.ts';
import { createQueryClient } from './query-client.ts';
import { sessionKeys } from './session.ts';

function pageWith(html: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><body><div id="root"></div>${html}</body>`,
    'text/html',
  );
}

describe('the boot data of a prerendered page', () => {
  it('survives organisation texts that would end a script element or open a comment', () => {
    const hostile = { ...organisation, name: 'U </script><script>alert(1)</script>', aboutHtml: '<!-- x' };
    const page = pageWith(bootDataElement({ organisation: hostile, signedOut: true }));
    expect(page.querySelectorAll('script')).toHaveLength(1);
    expect(readBootData(page)).toEqual({ organisation: hostile, signedOut: true });
  });

  it('is not read from a page without it, or with something else under its id', () => {
    expect(readBootData(pageWith(''))).toBeUndefined();
    expect(
      readBootData(pageWith('<script type="application/json" id="aula-boot">{oops</script>')),
    ).toBeUndefined();
    expect(
      readBootData(pageWith('<script type="application/json" id="aula-boot">{"signedOut":true}</script>')),
    ).toBeUndefined();
  });

  it("carries a signed-in page's queries and the moment of its render, without which it is not read", () => {
    const queries = dehydrate(createQueryClient());
    const page = pageWith(bootDataElement({ signedIn: true, queries, renderedAt: 1_795_000_000_000 }));
    expect(readBootData(page)).toEqual({ signedIn: true, queries, renderedAt: 1_795_000_000_000 });
    const withoutMoment = JSON.stringify({ signedIn: true, queries });
    expect(
      readBootData(pageWith(`<script type="application/json" id="aula-boot">${withoutMoment}</script>`)),
    ).toBeUndefined();
  });

  it('fills the query cache as the API would have: the organisation, and signed out', () => {
    const client = createQueryClient();
    seedBootData(client, { organisation, signedOut: true });
    expect(client.getQueryData(organisationKeys.all)).toEqual(organisation);
    expect(client.getQueryData(sessionKeys.all)).toEqual({ status: 'signedOut', expired: false });
  });
});
