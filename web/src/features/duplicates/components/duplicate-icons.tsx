import { StrokeIcon, type IconProps } from '../../../components/ui/icons';

/** Two overlapping frames: copies of one picture. */
export const CopiesIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <rect x="8" y="8" width="12" height="12" rx="2" />
    <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
  </StrokeIcon>
);

/** Two frames set apart: not the same picture. */
export const NotCopiesIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <rect x="3" y="6" width="7" height="12" rx="1.5" />
    <rect x="14" y="6" width="7" height="12" rx="1.5" />
    <path d="M12 4v16" strokeDasharray="2 2" />
  </StrokeIcon>
);
