import { memo, type KeyboardEvent } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { styled, Typography } from '@mui/material';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
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
  position: 'relative',
  padding: theme.spacing(1.5),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  cursor: 'grab',
  touchAction: 'manipulation',
  '&[data-dragging="true"]': { opacity: 0.4 },
  '&[data-moving="true"]': { outline: `2px solid ${theme.palette.primary.main}` },
}));

/** The card's move control: the keyboard's way to move it (Space, arrows, Space), and a grip for the pointer. */
const MoveHandle = styled('button')(({ theme }) => ({
  position: 'absolute',
  top: theme.spacing(0.5),
  right: theme.spacing(0.5),
  display: 'flex',
  padding: theme.spacing(0.5),
  border: 0,
  borderRadius: theme.shape.borderRadius,
  background: 'none',
  color: theme.palette.action.active,
  cursor: 'grab',
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
}));

/**
 * A card on the board: dragged with the pointer anywhere on it (dnd-kit), or moved with the keyboard from its
 * move button. The card itself is no control, so its two controls (the name link and the move button) sit side
 * by side rather than one inside the other (WCAG 4.1.2, axe `nested-interactive`).
 */
export const BoardCard = memo(function BoardCard({ project, movingTo, onKeyDown, onBlur }: BoardCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: project.id,
    data: { project },
  });
  return (
    <CardFrame
      ref={setNodeRef}
      {...listeners}
      aria-label={project.name}
      data-dragging={isDragging}
      data-moving={movingTo !== null}
    >
      <MoveHandle
        ref={setActivatorNodeRef}
        type="button"
        {...attributes}
        aria-label={`Move ${project.name}`}
        aria-pressed={movingTo !== null}
        data-card-id={project.id}
        onKeyDown={(event) => onKeyDown(project, event)}
        onBlur={() => onBlur(project)}
      >
        <DragIndicatorIcon fontSize="small" />
      </MoveHandle>
      <ProjectCardBody project={project} />
      {movingTo && movingTo !== project.status && (
        <Typography variant="caption" color="primary" sx={{ display: 'block', mt: 1 }}>
          Moving to {PROJECT_STATUS_LABELS[movingTo]}
        </Typography>
      )}
    </CardFrame>
  );
});
