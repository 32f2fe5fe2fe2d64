import { useEffect, useState } from 'react';

/** A data URL of the chosen image, to preview it before it is sent; null while reading or when nothing is chosen. */
export function useFilePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => setPreview({ file, url: String(reader.result) });
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return file && preview?.file === file ? preview.url : null;
}
