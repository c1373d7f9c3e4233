import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

// Paths from the Material Symbols set (Apache 2.0), drawn on a 24 px grid. Decorative unless a caller
// gives a `titleAccess`.

export function LockIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2m-6 9c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2M9 8V6c0-1.66 1.34-3 3-3s3 1.34 3 3v2z" />
    </SvgIcon>
  );
}

export function AttachIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M16.5 6v11.5c0 2.21-1.79 4-4 4s-4-1.79-4-4V5a2.5 2.5 0 0 1 5 0v10.5c0 .55-.45 1-1 1s-1-.45-1-1V6H10v9.5a2.5 2.5 0 0 0 5 0V5c0-2.21-1.79-4-4-4S7 2.79 7 5v12.5c0 3.04 2.46 5.5 5.5 5.5s5.5-2.46 5.5-5.5V6z" />
    </SvgIcon>
  );
}

export function SendIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M2.01 21 23 12 2.01 3 2 10l15 2-15 2z" />
    </SvgIcon>
  );
}
