import Link, { type LinkProps } from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

/** True for a path of the portal (`/hallticket`), as opposed to an address on another site. */
export function isPortalPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * A link that staff wrote into content (an event's or a notification's link): a portal path opens in
 * the app; an address elsewhere opens in a new tab without giving that site a handle on this page.
 * Anything that is neither is shown as text, never as a `javascript:` or other link.
 */
export function ContentLink({ href, children, ...props }: { href: string } & Omit<LinkProps, 'href'>) {
  if (isPortalPath(href)) {
    return (
      <Link component={RouterLink} to={href} {...props}>
        {children}
      </Link>
    );
  }
  if (/^https?:\/\//i.test(href)) {
    return (
      <Link href={href} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
      </Link>
    );
  }
  return <span>{children}</span>;
}
