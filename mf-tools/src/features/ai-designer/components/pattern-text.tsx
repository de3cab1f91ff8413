import { Box, Typography } from '@mui/material';

/** A section heading of the engine's instructions: capitals ("BODY", "SLEEVES (make 2)"). */
const isHeading = (line: string) => /^[A-Z][A-Z0-9 ,'&-]+(\(make \d+\))?$/.test(line.trim());

/** The instructions as a knitter reads them: a heading per piece, a paragraph per step. */
export function InstructionsText({ text }: { text: string }) {
  return (
    <Box sx={{ '& p': { my: 0.75 } }}>
      {text.split('\n').map((line, index) =>
        !line.trim() ? null : isHeading(line) ? (
          <Typography key={index} component="h4" variant="subtitle1" sx={{ fontWeight: 700, mt: 2 }}>
            {line}
          </Typography>
        ) : (
          <Typography key={index} component="p" variant="body2">
            {line}
          </Typography>
        ),
      )}
    </Box>
  );
}

/** Notes: a paragraph per line. */
export function NotesText({ text }: { text: string }) {
  return (
    <Box sx={{ '& p': { my: 0.75 } }}>
      {text
        .split('\n')
        .filter((line) => line.trim())
        .map((line, index) => (
          <Typography key={index} component="p" variant="body2">
            {line}
          </Typography>
        ))}
    </Box>
  );
}

const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** The schematic SVG as a picture, described by the SVG's own description (every measurement, per size). */
export function Schematic({ svg }: { svg: string }) {
  const description = unescape(/<desc[^>]*>([^<]*)<\/desc>/.exec(svg)?.[1] ?? 'Schematic');
  return (
    <Box
      component="img"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={description}
      sx={{ width: '100%', height: 'auto', display: 'block', bgcolor: '#fff', borderRadius: 1 }}
    />
  );
}
