"""Reports from journals: HTML (self-contained), Markdown (for CI comments), comparison."""
