import { NotFoundPage } from '@lobby/ui';

/** The "Lost in the Shuffle" page, in a file of its own: it loads when a player first meets it. */
export default function NotFoundView() {
  return <NotFoundPage />;
}
