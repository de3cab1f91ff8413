import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { PROJECT_STATUS_LABELS, type Project, type ProjectStatus } from '@yarn-mgmt/contracts';
import { neighbourStatus } from '../utils/board-columns';

export interface PickedCard {
  id: string;
  target: ProjectStatus;
}

export const KEYBOARD_INSTRUCTIONS =
  'To move a project, press space or enter on its card, choose a column with the left and right arrow keys, ' +
  'then press space or enter to drop it there, or escape to cancel.';

/**
 * Moving cards with the keyboard: space or enter picks a card up, left and right choose the column, space or
 * enter drops it, escape (or leaving the card) cancels. Column by column, as the board reads, and each step is
 * announced. Focus follows the card into its new column.
 */
export function useKeyboardMove(
  onMove: (project: Project, status: ProjectStatus) => void,
  /** The board's cards; when they change, a moved card may have re-mounted elsewhere. */
  cards: unknown,
) {
  const [picked, setPicked] = useState<PickedCard | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const pickedRef = useRef(picked);
  // The card dropped by keyboard: it re-mounts in its new column (and again if the move is undone), which loses
  // focus; it gets focus back until the user puts focus somewhere else.
  const focusId = useRef<string | null>(null);
  useEffect(() => {
    pickedRef.current = picked;
  });

  useEffect(() => {
    const id = focusId.current;
    if (!id) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.getAttribute('data-card-id') !== id) {
      focusId.current = null;
      return;
    }
    const card = document.querySelector<HTMLElement>(`[data-card-id="${CSS.escape(id)}"]`);
    if (card && card !== active) card.focus();
  }, [cards]);

  const onKeyDown = useCallback(
    (project: Project, event: KeyboardEvent<HTMLElement>) => {
      const current = pickedRef.current?.id === project.id ? pickedRef.current : null;
      const label = (status: ProjectStatus) => PROJECT_STATUS_LABELS[status];
      if (event.key === ' ' || event.key === 'Enter') {
        event.preventDefault();
        if (!current) {
          setPicked({ id: project.id, target: project.status });
          setAnnouncement(
            `Picked up ${project.name} in ${label(project.status)}. Use the left and right arrow keys to choose a column.`,
          );
          return;
        }
        setPicked(null);
        if (current.target === project.status) {
          setAnnouncement(`${project.name} stays in ${label(project.status)}.`);
          return;
        }
        focusId.current = project.id;
        onMove(project, current.target);
        setAnnouncement(`${project.name} moved to ${label(current.target)}.`);
        return;
      }
      if (!current) return;
      if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        event.preventDefault();
        const target = neighbourStatus(current.target, event.key === 'ArrowLeft' ? -1 : 1);
        setPicked({ id: project.id, target });
        setAnnouncement(`${project.name} over ${label(target)}.`);
      } else if (event.key === 'Escape') {
        event.preventDefault();
        setPicked(null);
        setAnnouncement(`Move cancelled. ${project.name} stays in ${label(project.status)}.`);
      }
    },
    [onMove],
  );

  const onBlur = useCallback((project: Project) => {
    if (pickedRef.current?.id === project.id) setPicked(null);
  }, []);

  return { picked, announcement, onKeyDown, onBlur };
}
