import type { FavoriteCard } from '@lantern/shared';
import { ResourceCard } from '../../components/cards/resource-card.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useExperienceMode } from '../../lib/experience-mode.ts';
import { linkInMode } from '../collection/index.ts';
import { AddToFolderButton, CardActions } from './card-actions.tsx';

/**
 * A favorite as the standard card. With onRemove (the favorites page) it has Remove, which the page
 * can undo; without (the dashboard) the usual Favorite toggle. Add to folder either way.
 */
export function FavoriteResourceCard({
  card,
  onRemove,
}: {
  card: FavoriteCard;
  onRemove?: (card: FavoriteCard) => void;
}) {
  const { student } = useExperienceMode();
  const target = { resource_code: card.resource_code, title: card.title, lo_id: card.lo_id };
  return (
    <ResourceCard
      resource={{ ...card, url: linkInMode(card.url, student) }}
      actions={
        onRemove ? (
          <>
            <Button
              variant="secondary"
              size="small"
              aria-label={`Remove ${card.title} from favorites`}
              onClick={() => onRemove(card)}
            >
              Remove
            </Button>
            <AddToFolderButton title={target.title} itemId={target.lo_id} />
          </>
        ) : (
          <CardActions card={target} />
        )
      }
    />
  );
}
