import { Progress } from './chakra/progress';

interface ProgressBarProps {
  /** What is progressing, for screen readers ('Download progress'). */
  label: string;
  /** Done so far, 0 to 1; null while nobody knows yet (an indeterminate bar). */
  fraction: number | null;
  /** The progress in words ('12 of 23 photos and videos'), read instead of a bare percentage. */
  valueText?: string;
  size?: 'xs' | 'sm' | 'md';
  colorPalette?: string;
}

/**
 * A job's progress bar. The name goes on the progressbar element itself: Chakra names it with the
 * bare value ('52') and leaves a label given to the root on a role-less div, where it names nothing.
 */
export function ProgressBar({ label, fraction, valueText, size = 'xs', colorPalette = 'brand' }: ProgressBarProps) {
  return (
    <Progress.Root value={fraction === null ? null : Math.round(Math.min(1, Math.max(0, fraction)) * 100)} size={size} colorPalette={colorPalette}>
      <Progress.Track aria-label={label} aria-valuetext={valueText}>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
