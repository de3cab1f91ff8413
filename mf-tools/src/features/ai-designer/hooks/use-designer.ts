import { useState } from 'react';
import {
  DESIGNER_TEXTS,
  designerPdfFileName,
  type RawDesignerDocumentInput,
  type RawDesignerInput,
  type DesignerResponse,
  type Pattern,
} from '@yarn-mgmt/contracts';
import { serverErrorMessage, useToast } from '@yarn-mgmt/web-platform';
import { useDownloadDesign } from '../api/download-design';
import { useGenerateDesign } from '../api/generate-design';
import { useSaveDesign } from '../api/save-design';

/**
 * The designer page's states: generating, the last pattern (a failed generation shows no earlier one), then
 * Save (the pattern created in the library, with a link to it) and Download. Both send the fields the pattern was
 * generated from and the words shown, so the library and the file hold what the page shows.
 */
export function useDesigner() {
  const generate = useGenerateDesign();
  const save = useSaveDesign();
  const download = useDownloadDesign();
  const toast = useToast();
  const [asked, setAsked] = useState<RawDesignerInput | null>(null);
  const [result, setResult] = useState<DesignerResponse | null>(null);
  const [saved, setSaved] = useState<Pattern | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (body: RawDesignerInput) => {
    setFailure(null);
    setSaved(null);
    try {
      setResult(await generate.mutateAsync(body));
      setAsked(body);
    } catch (error) {
      setResult(null);
      setFailure(serverErrorMessage(error, DESIGNER_TEXTS.failed));
    }
  };

  const documentBody = (): RawDesignerDocumentInput | null => {
    if (!asked || !result) return null;
    const { title, description, instructions, notes } = result.pattern;
    return { ...asked, wording: { title, description, instructions, notes } };
  };

  const saveToLibrary = async () => {
    const body = documentBody();
    if (!body) return;
    try {
      setSaved(await save.mutateAsync(body));
      toast.success(DESIGNER_TEXTS.saved);
    } catch (error) {
      toast.error(serverErrorMessage(error, DESIGNER_TEXTS.saveFailed));
    }
  };

  const downloadPdf = async () => {
    const body = documentBody();
    if (!body || !result) return;
    try {
      await download.mutateAsync({ body, fileName: designerPdfFileName(result.pattern.title) });
    } catch (error) {
      toast.error(serverErrorMessage(error, DESIGNER_TEXTS.downloadFailed));
    }
  };

  return {
    generate: (body: RawDesignerInput) => void run(body),
    generating: generate.isPending,
    failure,
    result,
    saved,
    saving: save.isPending,
    save: () => void saveToLibrary(),
    downloading: download.isPending,
    download: () => void downloadPdf(),
  };
}

export type Designer = ReturnType<typeof useDesigner>;
