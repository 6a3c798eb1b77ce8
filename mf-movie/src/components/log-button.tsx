/**
 * "Log": records a viewing of the film in the member's diary (mf-journal's Log dialog). A guest
 * is sent to sign in and comes back to this film.
 */
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fromState, useAuth } from '@marquee/shared/auth';
import type { JournalMovie } from '@marquee/shared/federation';
import { paths } from '@marquee/shared/routes';
import { Button, CalendarIcon, preloadDialog } from '@marquee/shared/ui';
import { loadLogDialog } from '../lib/journal-modules';

/** Where the Log dialog mounts: a member's code, fetched on the first Log (a guest never needs it). */
const loadLogDialogSlot = () => import('./log-dialog-slot');
const LogDialogSlot = lazy(() => loadLogDialogSlot().then((module) => ({ default: module.LogDialogSlot })));

const preloadLogDialog = () => {
  loadLogDialogSlot().catch(() => undefined);
  loadLogDialog().catch(() => undefined);
  void preloadDialog();
};

export function LogButton({ movie }: { movie: JournalMovie }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const press = () => {
    if (!user) {
      void navigate(paths.signIn, { state: fromState(location) });
      return;
    }
    setRequested(true);
    setOpen(true);
  };
  return (
    <>
      <Button
        width="full"
        variant="outline"
        colorPalette="orange"
        onClick={press}
        onPointerEnter={user ? preloadLogDialog : undefined}
        onFocus={user ? preloadLogDialog : undefined}
      >
        <CalendarIcon />
        Log
      </Button>
      {requested && user ? (
        <Suspense fallback={null}>
          <LogDialogSlot movie={movie} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
