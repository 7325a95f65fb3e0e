import { GRADE_BROWSE, RESOURCE_MEDIA_TYPES, type SearchCard } from '@lantern/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { formatCount } from '../../lib/format-count.ts';
import { fetchResourceForSlide, PICKER_COUNT, type PickerSearch, usePickerResults } from './api.ts';
import type { FormMediaSlide } from './lesson-form.ts';
import styles from './lessons.module.css';
import { UnavailableResources } from './unavailable-resources.tsx';
import { UploadImage } from './upload-image.tsx';

type Picked = Partial<FormMediaSlide>;
const START: PickerSearch = {
  source: 'all',
  text: '',
  resourceType: '',
  gradeType: '',
  showUnavailableResources: false,
  page: 1,
};

/** A resource card as a Media slide: the resource, its first asset, brand and credits (from the detail call). */
async function pickResource(card: SearchCard): Promise<Picked> {
  const resource = await fetchResourceForSlide(card.resource_code);
  const asset = resource.assets[0];
  if (!asset) throw new Error('This resource has no media to show in a lesson.');
  return {
    resource: resource.id,
    asset: asset.guid,
    resource_guid: resource.guid,
    ugc_guid: null,
    title: resource.title,
    brand: resource.attributions.find((attribution) => attribution.role === 'brand')?.name ?? '',
    credits_link: '',
    media: {
      source: 'resource',
      title: resource.title,
      media_type: resource.media_type,
      kind: asset.media_type,
      poster_url: resource.poster,
      media_url: null,
      mime_type: null,
      canonical_url: resource.canonical_url,
      width: null,
      height: null,
      available: true,
      unavailable_reason: null,
    },
  };
}

/**
 * The media picker (spec 3 "Lesson builder", §7): resources whose scope includes lesson, from all of
 * the library or from your favorites, four at a time, filtered by resource type and grade; or an upload.
 */
export function MediaPicker({
  onClose,
  onChoose,
}: {
  onClose: () => void;
  onChoose: (picked: Picked) => void;
}) {
  const [search, setSearch] = useState<PickerSearch>(START);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState('');
  const results = usePickerResults(search);
  const change = (patch: Partial<PickerSearch>) =>
    setSearch((current) => ({ ...current, ...patch, page: 1 }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ text });
  };
  const choose = async (card: SearchCard) => {
    if (busy) return;
    setBusy(card.resource_code);
    setError('');
    try {
      onChoose(await pickResource(card));
    } catch (failure) {
      setError(
        failure instanceof Error && failure.message
          ? failure.message
          : 'This resource could not be added. Please try another.',
      );
      setBusy(null);
    }
  };
  const total = results.data?.total ?? 0;
  const first = (search.page - 1) * PICKER_COUNT;
  return (
    <Modal title="Choose media" isOpen onClose={onClose} size="large">
      <fieldset className={styles.sourceSwitch}>
        <legend className={styles.legend}>Search in</legend>
        {(['all', 'favorites'] as const).map((source) => (
          <label key={source} className={styles.correctBox}>
            <input
              type="radio"
              name="picker-source"
              checked={search.source === source}
              onChange={() => change({ source })}
            />
            <span>{source === 'all' ? 'All resources' : 'My favorites'}</span>
          </label>
        ))}
      </fieldset>
      <form className={styles.pickerFilters} onSubmit={submit} aria-label="Search for media">
        <label className={styles.field}>
          <span>Search text</span>
          <input
            type="search"
            value={text}
            maxLength={200}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <label className={styles.field}>
          <span>Resource type</span>
          <select
            value={search.resourceType}
            onChange={(event) => change({ resourceType: event.target.value })}
          >
            <option value="">All types</option>
            {RESOURCE_MEDIA_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>Grade</span>
          <select value={search.gradeType} onChange={(event) => change({ gradeType: event.target.value })}>
            <option value="">All grades</option>
            {GRADE_BROWSE.map((grade) => (
              <option key={grade.slug} value={grade.bands[0]}>
                {grade.label}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.correctBox}>
          <input
            type="checkbox"
            checked={search.showUnavailableResources}
            onChange={(event) => change({ showUnavailableResources: event.target.checked })}
          />
          <span>Show unavailable resources (for teachers only, withdrawn or expired)</span>
        </label>
        <Button type="submit" size="small">
          Search
        </Button>
      </form>
      <div role="alert">{error && <p className={styles.fieldError}>{error}</p>}</div>
      <p role="status" className={styles.hint}>
        {results.isPending
          ? 'Searching…'
          : results.isError
            ? 'The search failed. Please try again.'
            : total === 0
              ? 'Nothing matches. Try other words or filters.'
              : `Showing ${first + 1}–${Math.min(first + PICKER_COUNT, total)} of ${formatCount(total)}`}
      </p>
      {results.data && results.data.cards.length > 0 && (
        <ul className={styles.pickerResults} aria-busy={results.isPlaceholderData || undefined}>
          {results.data.cards.map((card) => (
            <li key={card.resource_code} className={styles.pickerCard}>
              {card.poster ? (
                <img src={card.poster} alt="" className={styles.pickerPoster} />
              ) : (
                <div className={styles.mediaPlaceholder} aria-hidden="true" />
              )}
              <div>
                <p className={styles.pickerTitle}>{card.title}</p>
                <p className={styles.hint}>
                  {card.media_type}
                  {card.grades.length > 0 ? ` · ${card.grades.join(', ')}` : ''}
                </p>
              </div>
              <Button
                size="small"
                aria-label={`Use ${card.title}`}
                aria-disabled={busy !== null || undefined}
                onClick={() => void choose(card)}
              >
                {busy === card.resource_code ? 'Adding…' : 'Use'}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {total > PICKER_COUNT && (
        <div className={styles.pickerPaging}>
          <Button
            variant="secondary"
            size="small"
            aria-disabled={search.page <= 1 || undefined}
            onClick={() => search.page > 1 && setSearch({ ...search, page: search.page - 1 })}
          >
            Previous
          </Button>
          <Button
            variant="secondary"
            size="small"
            aria-disabled={first + PICKER_COUNT >= total || undefined}
            onClick={() => first + PICKER_COUNT < total && setSearch({ ...search, page: search.page + 1 })}
          >
            Next
          </Button>
        </div>
      )}
      <UnavailableResources search={search} />
      <UploadImage onChoose={onChoose} />
    </Modal>
  );
}
