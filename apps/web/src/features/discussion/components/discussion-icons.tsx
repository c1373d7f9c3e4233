import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

// Paths from the Material Symbols set (Apache 2.0), drawn on a 24 px grid; decorative.

export function ReplyIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M10 9V5l-7 7 7 7v-4.1c5 0 8.5 1.6 11 5.1-1-5-4-10-11-11" />
    </SvgIcon>
  );
}

export function DeleteIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z" />
    </SvgIcon>
  );
}
