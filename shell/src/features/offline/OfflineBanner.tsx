import { useSyncExternalStore } from 'react';
import { OFFLINE_NOTICE } from './offlineNotice';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Says, while the device has no connection, what still works. The status region is always in the
 * page (empty and without size when online), so screen readers announce the text when it comes;
 * it floats over the page, so its arrival moves nothing.
 */
export function OfflineBanner() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  return (
    <div role="status" className={online ? 'shell-offline' : 'shell-offline shell-offline--shown'}>
      {online ? null : (
        <>
          <strong>{OFFLINE_NOTICE.title}</strong> {OFFLINE_NOTICE.body}
        </>
      )}
    </div>
  );
}
