import { memo, type KeyboardEvent } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { Box, Chip, Paper, Typography } from '@mui/material';
import { PROJECT_STATUS_LABELS, type Project, type ProjectStatus } from '@yarn-mgmt/contracts';
import { BoardCard } from './board-card';

export interface BoardColumnProps {
  status: ProjectStatus;
  projects: Project[];
  /** A keyboard move is aiming here. */
  targeted: boolean;
  picked: { id: string; target: ProjectStatus } | null;
  onCardKeyDown: (project: Project, event: KeyboardEvent<HTMLElement>) => void;
  onCardBlur: (project: Project) => void;
}

/** One status column: a drop target holding its cards. */
export const BoardColumn = memo(function BoardColumn(props: BoardColumnProps) {
  const { status, projects, picked } = props;
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const label = PROJECT_STATUS_LABELS[status];
  const highlighted = isOver || props.targeted;
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-label={`${label} column`}
      data-status={status}
      variant="outlined"
      sx={{
        p: 1,
        minWidth: 240,
        display: 'flex',
        flexDirection: 'column',
        bgcolor: highlighted ? 'action.selected' : 'background.default',
        borderColor: highlighted ? 'primary.main' : undefined,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 0.5, pb: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {label}
        </Typography>
        <Chip size="small" label={projects.length} aria-label={`${projects.length} in ${label}`} />
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          overflowY: 'auto',
          maxHeight: '70vh',
          minHeight: 80,
        }}
      >
        {projects.map((project) => (
          <BoardCard
            key={project.id}
            project={project}
            movingTo={picked?.id === project.id ? picked.target : null}
            onKeyDown={props.onCardKeyDown}
            onBlur={props.onCardBlur}
          />
        ))}
      </Box>
    </Paper>
  );
});
