import { UnnamedPeopleSection } from '../../../features/faces/components/unnamed-people-section';

/** People made from faces, waiting for a name (the faces feature's own section, fed by the dashboard). */
export function UnnamedPeopleCard() {
  return <UnnamedPeopleSection />;
}
