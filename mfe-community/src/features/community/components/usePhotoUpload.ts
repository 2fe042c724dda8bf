import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadCommunityImage } from '../api/uploadCommunityImage';
import { photoFileProblem, photoUploadFailure } from '../communityPostForm';

/** The photo of the form: none, on its way (with progress), kept by the service, or refused. */
export type PhotoState =
  | { status: 'empty' }
  | { status: 'uploading'; name: string; preview?: string; progress: number }
  | { status: 'ready'; name: string; preview?: string; imageUrl: string }
  | { status: 'failed'; name: string; message: string };

const EMPTY: PhotoState = { status: 'empty' };

/** A data: URL of the chosen file, for the preview (the site's CSP allows data: images, not blob:). */
function readAsDataUrl(file: Blob): Promise<string | undefined> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : undefined);
    reader.onerror = () => resolve(undefined);
    reader.readAsDataURL(file);
  });
}

/**
 * Uploads a photo as soon as it is chosen, so the post only sends its address. Choosing another
 * one (or removing it) cancels an upload still on its way; an upload no post takes is deleted by
 * the service after 24 hours.
 */
export function usePhotoUpload(): { photo: PhotoState; choose: (file: File | undefined) => void; remove: () => void } {
  const [photo, setPhoto] = useState<PhotoState>(EMPTY);
  const current = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    current.current?.abort();
    current.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);

  const choose = useCallback(
    (file: File | undefined) => {
      cancel();
      if (!file) return;
      const problem = photoFileProblem(file);
      if (problem) {
        setPhoto({ status: 'failed', name: file.name, message: problem });
        return;
      }
      const controller = new AbortController();
      current.current = controller;
      const mine = () => current.current === controller;
      setPhoto({ status: 'uploading', name: file.name, progress: 0 });
      void readAsDataUrl(file).then((preview) => {
        if (mine()) setPhoto((state) => (state.status === 'uploading' ? { ...state, preview } : state));
      });
      void uploadCommunityImage(file, {
        signal: controller.signal,
        onProgress: (progress) => {
          if (mine()) setPhoto((state) => (state.status === 'uploading' ? { ...state, progress } : state));
        },
      }).then((result) => {
        if (!mine()) return;
        current.current = null;
        setPhoto((state) => {
          const preview = state.status === 'uploading' ? state.preview : undefined;
          return 'data' in result
            ? { status: 'ready', name: file.name, preview, imageUrl: result.data.imageUrl }
            : { status: 'failed', name: file.name, message: photoUploadFailure(result.error) };
        });
      });
    },
    [cancel],
  );

  const remove = useCallback(() => {
    cancel();
    setPhoto(EMPTY);
  }, [cancel]);

  return { photo, choose, remove };
}
