import { TimelineScreen } from '../../features/timeline/components/timeline-screen';

/** /timeline: the family's events and dated photos. */
export function Component() {
  return <TimelineScreen />;
}
