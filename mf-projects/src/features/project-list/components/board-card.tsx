import { memo, type KeyboardEvent } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { styled, Typography } from '@mui/material';
import { PROJECT_STATUS_LABELS, type Project, type ProjectStatus } from '@yarn-mgmt/contracts';
import { ProjectCardBody } from './project-card-body';

export interface BoardCardProps {
  project: Project;
  /** Where a keyboard move would drop this card, while it is picked up; null otherwise. */
  movingTo: ProjectStatus | null;
  onKeyDown: (project: Project, event: KeyboardEvent<HTMLElement>) => void;
  onBlur: (project: Project) => void;
}

/**
 * The card's frame: styles written once, states read from data attributes. Every card re-renders when dnd-kit's
 * context changes (a card registering in its new column), so this frame must be cheap: no per-render `sx`.
 */
const CardFrame = styled('article')(({ theme }) => ({
  padding: theme.spacing(1.5),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  cursor: 'grab',
  touchAction: 'manipulation',
  '&[data-dragging="true"]': { opacity: 0.4 },
  '&[aria-pressed="true"], &:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
}));

/** A card on the board: dragged with the pointer (dnd-kit) or moved with the keyboard (the board's keys). */
export const BoardCard = memo(function BoardCard({ project, movingTo, onKeyDown, onBlur }: BoardCardProps) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: project.id,
    data: { project },
  });
  return (
    <CardFrame
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      aria-label={project.name}
      aria-pressed={movingTo !== null}
      data-card-id={project.id}
      data-dragging={isDragging}
      onKeyDown={(event) => {
        // Keys pressed on the name link inside are the link's own.
        if (event.target === event.currentTarget) onKeyDown(project, event);
      }}
      onBlur={(event) => {
        if (event.target === event.currentTarget) onBlur(project);
      }}
    >
      <ProjectCardBody project={project} />
      {movingTo && movingTo !== project.status && (
        <Typography variant="caption" color="primary" sx={{ display: 'block', mt: 1 }}>
          Moving to {PROJECT_STATUS_LABELS[movingTo]}
        </Typography>
      )}
    </CardFrame>
  );
});
