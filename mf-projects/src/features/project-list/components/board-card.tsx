import { memo, type KeyboardEvent } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { Paper, Typography } from '@mui/material';
import { PROJECT_STATUS_LABELS, type Project, type ProjectStatus } from '@yarn-mgmt/contracts';
import { ProjectCardBody } from './project-card-body';

export interface BoardCardProps {
  project: Project;
  /** Where a keyboard move would drop this card, while it is picked up; null otherwise. */
  movingTo: ProjectStatus | null;
  onKeyDown: (project: Project, event: KeyboardEvent<HTMLElement>) => void;
  onBlur: (project: Project) => void;
}

/** A card on the board: dragged with the pointer (dnd-kit) or moved with the keyboard (the board's keys). */
export const BoardCard = memo(function BoardCard({ project, movingTo, onKeyDown, onBlur }: BoardCardProps) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: project.id,
    data: { project },
  });
  return (
    <Paper
      ref={setNodeRef}
      variant="outlined"
      component="article"
      {...attributes}
      {...listeners}
      aria-label={project.name}
      aria-pressed={movingTo !== null}
      data-card-id={project.id}
      onKeyDown={(event) => {
        // Keys pressed on the name link inside are the link's own.
        if (event.target === event.currentTarget) onKeyDown(project, event);
      }}
      onBlur={(event) => {
        if (event.target === event.currentTarget) onBlur(project);
      }}
      sx={{
        p: 1.5,
        cursor: 'grab',
        opacity: isDragging ? 0.4 : 1,
        outline: movingTo ? '2px solid' : undefined,
        outlineColor: 'primary.main',
        touchAction: 'manipulation',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      <ProjectCardBody project={project} />
      {movingTo && movingTo !== project.status && (
        <Typography variant="caption" color="primary" sx={{ display: 'block', mt: 1 }}>
          Moving to {PROJECT_STATUS_LABELS[movingTo]}
        </Typography>
      )}
    </Paper>
  );
});
