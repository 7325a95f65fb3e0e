import {
  hasUgcImageExtension,
  UGC_ALLOWED_EXTENSIONS,
  UGC_DEFAULT_MAX_BYTES,
  UGC_IMAGE_TYPES_TEXT,
} from '@lantern/shared';
import { useId, useRef, useState } from 'react';
import { uploadImage } from './api.ts';
import type { FormMediaSlide } from './lesson-form.ts';
import styles from './lessons.module.css';
import { uploadErrorMessage } from './upload.ts';

const ACCEPT = UGC_ALLOWED_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** Image upload with a progress bar; the server's 413/415 messages are shown as they come. */
export function UploadImage({ onChoose }: { onChoose: (picked: Partial<FormMediaSlide>) => void }) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const upload = async (file: File) => {
    setError('');
    // The extension is checked here too (case-insensitively, spec 1 §5), so a wrong file is refused at once.
    if (!hasUgcImageExtension(file.name)) {
      setError(`'${file.name}' is not an image this can take. Upload a ${UGC_IMAGE_TYPES_TEXT} image.`);
      if (input.current) input.current.value = '';
      return;
    }
    setProgress(0);
    try {
      const image = await uploadImage(file, setProgress);
      onChoose({
        ugc_guid: image.ugc_guid,
        resource: null,
        asset: null,
        resource_guid: null,
        title: file.name.replace(/\.[^.]+$/, ''),
        media: {
          source: 'ugc',
          title: file.name,
          media_type: 'Image',
          kind: 'image',
          poster_url: image.url,
          media_url: image.url,
          mime_type: 'image/webp',
          canonical_url: null,
          width: image.width,
          height: image.height,
          available: true,
          unavailable_reason: null,
        },
      });
    } catch (failure) {
      // Past the size limit the server may close the connection before its 413 arrives.
      setError(uploadErrorMessage(failure, file.size > UGC_DEFAULT_MAX_BYTES));
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <section className={styles.uploadBox} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.pickerHeading}>
        Upload an image
      </h3>
      <label className={styles.field}>
        <span>Image file ({UGC_IMAGE_TYPES_TEXT})</span>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
      </label>
      {progress !== null && (
        <div className={styles.progressRow}>
          <label htmlFor={`${id}-progress`}>Uploading</label>
          <progress id={`${id}-progress`} max={1} value={progress} />
          <span>{Math.round(progress * 100)}%</span>
        </div>
      )}
      <div role="alert">{error && <p className={styles.fieldError}>{error}</p>}</div>
    </section>
  );
}
