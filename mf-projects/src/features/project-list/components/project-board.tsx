import { useCallback, useMemo, useState } from 'react';
import {
  DndContext,
  DragOverlay,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { Box, Paper } from '@mui/material';
import {
  PROJECT_STATUS_LABELS,
  PROJECT_STATUSES,
  type Project,
  type ProjectStatus,
} from '@yarn-mgmt/contracts';
import { useKeyboardMove, KEYBOARD_INSTRUCTIONS } from '../hooks/use-keyboard-move';
import { groupByStatus } from '../utils/board-columns';
import { BoardColumn } from './board-column';
import { ProjectCardBody } from './project-card-body';

export interface ProjectBoardProps {
  projects: Project[];
  onMove: (project: Project, status: ProjectStatus) => void;
}

/** Read by screen readers, not shown. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  // In px: `sx` reads 1 as 100 %, which made the page as wide again as the window.
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const projectOf = (data: unknown) => (data as { project?: Project } | undefined)?.project;
const statusLabel = (id: unknown) => PROJECT_STATUS_LABELS[id as ProjectStatus] ?? String(id);

/** The kanban: a column per status (DECISIONS 1); cards move by drag and drop or by keyboard. */
export function ProjectBoard({ projects, onMove }: ProjectBoardProps) {
  const columns = useMemo(() => groupByStatus(projects), [projects]);
  const [dragged, setDragged] = useState<Project | null>(null);
  const keyboard = useKeyboardMove(onMove, columns);
  // A small move before a drag starts, so a click on a card (or its name) is still a click; a press on touch.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
  );
  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: ({ active }) => `Picked up ${projectOf(active.data.current)?.name ?? 'project'}.`,
      onDragOver: ({ active, over }) =>
        over
          ? `${projectOf(active.data.current)?.name ?? 'Project'} is over ${statusLabel(over.id)}.`
          : undefined,
      onDragEnd: ({ active, over }) =>
        over
          ? `${projectOf(active.data.current)?.name ?? 'Project'} dropped in ${statusLabel(over.id)}.`
          : undefined,
      onDragCancel: () => 'Move cancelled.',
    }),
    [],
  );

  const onDragStart = useCallback((event: DragStartEvent) => {
    setDragged(projectOf(event.active.data.current) ?? null);
  }, []);
  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      setDragged(null);
      const project = projectOf(active.data.current);
      const status = PROJECT_STATUSES.find((value) => value === over?.id);
      if (project && status) onMove(project, status);
    },
    [onMove],
  );

  return (
    <DndContext
      sensors={sensors}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: KEYBOARD_INSTRUCTIONS } }}
    >
      <Box
        role="region"
        aria-label="Project board"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(5, minmax(240px, 1fr))',
          overflowX: 'auto',
          pb: 2,
        }}
      >
        {PROJECT_STATUSES.map((status) => (
          <BoardColumn
            key={status}
            status={status}
            projects={columns[status]}
            targeted={keyboard.picked !== null && keyboard.picked.target === status}
            picked={
              keyboard.picked && columns[status].some((p) => p.id === keyboard.picked?.id)
                ? keyboard.picked
                : null
            }
            onCardKeyDown={keyboard.onKeyDown}
            onCardBlur={keyboard.onBlur}
          />
        ))}
      </Box>
      <Box aria-live="assertive" data-testid="board-announcer" sx={VISUALLY_HIDDEN}>
        {keyboard.announcement}
      </Box>
      <DragOverlay>
        {dragged && (
          <Paper variant="outlined" sx={{ p: 1.5, cursor: 'grabbing', boxShadow: 6 }}>
            <ProjectCardBody project={dragged} />
          </Paper>
        )}
      </DragOverlay>
    </DndContext>
  );
}
