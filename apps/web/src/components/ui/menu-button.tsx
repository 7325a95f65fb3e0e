import {
  Fragment,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Link, useLocation } from 'react-router';
import { ChevronDownIcon } from './icons.tsx';
import styles from './menu-button.module.css';
import { menuKeyTarget } from './menu-keys.ts';

export interface MenuItemSpec {
  key: string;
  label: ReactNode;
  /** Plain text of the label, for typeahead. */
  textValue: string;
  href?: string;
  onAction?: () => void;
}

interface MenuButtonProps {
  label: ReactNode;
  items: readonly MenuItemSpec[];
  /** Accessible name of the menu when the visible label is not enough. */
  menuLabel?: string;
  align?: 'start' | 'end';
  triggerClassName?: string;
  icon?: ReactNode;
}

/*
 * A menu button (WAI-ARIA APG pattern) written here rather than taken from React Aria:
 * the header is on every route and React Aria's Menu + Popover cost ~40 KB gzipped,
 * a quarter of the home route's JS budget. Modals, which open rarely, do use React Aria.
 */
export function MenuButton({
  label,
  items,
  menuLabel,
  align = 'start',
  triggerClassName,
  icon,
}: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const menuId = useId();
  const triggerId = useId();
  const location = useLocation();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    setActive(-1);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  // Menus close when navigation ends.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key is the trigger
  useEffect(() => {
    setOpen(false);
    setActive(-1);
  }, [location.key]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  useEffect(() => {
    if (open && active >= 0) itemRefs.current[active]?.focus();
  }, [open, active]);

  const openAt = (index: number) => {
    setOpen(true);
    setActive(index);
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') {
      // Focus the trigger first, so the browser's Tab moves on from there, not from a removed item.
      close(true);
      return;
    }
    const target = menuKeyTarget(
      event.key,
      active,
      items.map((item) => item.textValue),
    );
    if (target === null) return;
    event.preventDefault();
    if (target === 'close') close(true);
    else setActive(target);
  };

  const select = (item: MenuItemSpec) => {
    close(true);
    item.onAction?.();
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        className={[styles.trigger, triggerClassName].filter(Boolean).join(' ')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onTriggerKeyDown}
      >
        {icon}
        {label}
        <ChevronDownIcon size={16} className={open ? styles.chevronOpen : styles.chevron} />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={menuLabel}
          aria-labelledby={menuLabel ? undefined : triggerId}
          className={[styles.menu, align === 'end' ? styles.alignEnd : ''].join(' ')}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item, index) => (
            <Fragment key={item.key}>
              {item.href ? (
                <Link
                  ref={(element) => {
                    itemRefs.current[index] = element;
                  }}
                  role="menuitem"
                  tabIndex={index === active ? 0 : -1}
                  to={item.href}
                  className={styles.item}
                  onClick={() => select(item)}
                >
                  {item.label}
                </Link>
              ) : (
                <button
                  ref={(element) => {
                    itemRefs.current[index] = element;
                  }}
                  role="menuitem"
                  type="button"
                  tabIndex={index === active ? 0 : -1}
                  className={styles.item}
                  onClick={() => select(item)}
                >
                  {item.label}
                </button>
              )}
            </Fragment>
          ))}
        </div>
      )}
    </div>
  );
}
