import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useFileLinks } from '../api/get-file-links';

/**
 * "View Pattern" and "Download PDF" as real links to a new tab. A new tab sends no bearer header, so the hrefs
 * are the signed, short-lived URLs of GET /patterns/{id}/file-links (renewed before they expire); until they
 * arrive (or if they cannot be had) the buttons are disabled rather than pointing at a link that would 404.
 */
export function FileLinkButtons({ patternId }: { patternId: string }) {
  const links = useFileLinks(patternId, true);
  const view = links.data?.view_url;
  const download = links.data?.download_url;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<VisibilityIcon />}
        component="a"
        href={view}
        target="_blank"
        rel="noopener"
        disabled={!view}
      >
        View Pattern
      </Button>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        component="a"
        href={download}
        target="_blank"
        rel="noopener"
        disabled={!download}
      >
        Download PDF
      </Button>
    </>
  );
}
