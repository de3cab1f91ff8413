import { Alert, Box, Button, Chip, CircularProgress, Link, Paper, Stack, Typography } from '@mui/material';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import SaveIcon from '@mui/icons-material/Save';
import { Link as RouterLink } from 'react-router-dom';
import { DESIGNER_TEXTS } from '@yarn-mgmt/contracts';
import { EmptyState } from '@yarn-mgmt/ui';
import type { Designer } from '../hooks/use-designer';
import { InstructionsText, NotesText, Schematic } from './pattern-text';

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Box component="section">
    <Typography component="h3" variant="h6" gutterBottom>
      {title}
    </Typography>
    {children}
  </Box>
);

function Actions({ designer }: { designer: Designer }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        variant="contained"
        onClick={designer.save}
        disabled={designer.saving || designer.saved !== null}
        startIcon={designer.saving ? <CircularProgress size={18} color="inherit" /> : <SaveIcon />}
      >
        {DESIGNER_TEXTS.save}
      </Button>
      <Button
        variant="outlined"
        onClick={designer.download}
        disabled={designer.downloading}
        startIcon={designer.downloading ? <CircularProgress size={18} color="inherit" /> : <DownloadIcon />}
      >
        {DESIGNER_TEXTS.download}
      </Button>
    </Stack>
  );
}

/**
 * The result panel (spec part 2 section 2): Title, Description, Materials, Instructions with the schematic beside
 * them, and Notes when present; Save and Download; "No Pattern Generated Yet" before any.
 */
export function ResultPanel({ designer }: { designer: Designer }) {
  const { result, generating, saved } = designer;
  const writer = result?.writer;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Generated pattern"
      aria-busy={generating}
      sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}
    >
      <Box aria-live="polite">
        {generating && (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
            <CircularProgress size={20} />
            <Typography color="text.secondary">
              Designing your pattern: every count is computed and checked…
            </Typography>
          </Stack>
        )}
        {!result && !generating && (
          <EmptyState
            icon={<AutoAwesomeOutlinedIcon fontSize="inherit" />}
            title={DESIGNER_TEXTS.empty}
            description="Choose the project, craft, difficulty and yarn weight, then press Generate Pattern."
          />
        )}
        {result && (
          <Stack spacing={3} sx={{ opacity: generating ? 0.5 : 1 }}>
            <Box>
              <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
                {result.pattern.title}
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
                {result.design.checked && <Chip size="small" color="success" label="Every count checked" />}
                <Chip
                  size="small"
                  variant="outlined"
                  label={writer?.source === 'llm' ? `Words by ${writer.model}` : 'Built-in engine'}
                />
              </Stack>
            </Box>
            {result.pattern.description && <Typography>{result.pattern.description}</Typography>}
            <Actions designer={designer} />
            {saved && (
              <Alert severity="success">
                {DESIGNER_TEXTS.saved}:{' '}
                <Link component={RouterLink} to={`/patterns/${saved.id}`}>
                  open {saved.title}
                </Link>
              </Alert>
            )}
            <Section title="Materials">
              <Box component="ul" sx={{ m: 0, pl: 3, '& li': { mb: 0.5 } }}>
                {result.pattern.materials.map((line) => (
                  <Typography component="li" variant="body2" key={line}>
                    {line}
                  </Typography>
                ))}
              </Box>
            </Section>
            <Box
              sx={{
                display: 'grid',
                gap: 3,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
                alignItems: 'start',
              }}
            >
              <Section title="Instructions">
                <InstructionsText text={result.pattern.instructions} />
              </Section>
              {/* Beside the instructions while they scroll past, on a screen wide enough for both. */}
              <Box sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
                <Section title="Schematic">
                  <Schematic svg={result.design.schematicSvg} />
                </Section>
              </Box>
            </Box>
            {result.pattern.notes && (
              <Section title="Notes">
                <NotesText text={result.pattern.notes} />
              </Section>
            )}
          </Stack>
        )}
      </Box>
    </Paper>
  );
}
