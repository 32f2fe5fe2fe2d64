import { useState } from 'react';

export type ViewMode = 'lista' | 'grade';
const KEY = 'avisosVisualizacao';

/** List or grid, remembered on this device (default list, as the spec says). */
export function useViewMode() {
  const [mode, setMode] = useState<ViewMode>(() => {
    try {
      return localStorage.getItem(KEY) === 'grade' ? 'grade' : 'lista';
    } catch {
      return 'lista';
    }
  });
  const change = (next: ViewMode) => {
    setMode(next);
    try {
      localStorage.setItem(KEY, next);
    } catch {
      // storage disabled: the choice lasts for this visit only
    }
  };
  return [mode, change] as const;
}
