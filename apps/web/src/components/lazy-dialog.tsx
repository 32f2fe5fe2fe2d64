import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { loadPageTexts } from '../lib/i18n';
import { Alert } from './alert';
import { Dialog } from './dialog';

type DialogProps = { open: boolean; onClose: () => void };

/**
 * A dialog whose code (usually a form with its schema) is downloaded the first time it opens, not with the
 * page that offers it (with the page texts of the catalogue): most visits never open it. Once opened it stays mounted, so closing it behaves as
 * any dialog does (focus back to the button that opened it). When the code cannot be downloaded (offline),
 * the dialog says so instead of the page failing.
 */
export function lazyDialog<P extends DialogProps>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(() =>
    Promise.all([load(), loadPageTexts()]).then(
      ([component]) => ({ default: component }),
      () => ({ default: Unavailable as ComponentType<P> }),
    ),
  );
  return function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    // Remembered during render (not in an effect) so the first opening already renders the dialog.
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

function Unavailable({ open, onClose }: DialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('errors.loadFailed')}>
      <Alert>{t('errors.network')}</Alert>
    </Dialog>
  );
}
