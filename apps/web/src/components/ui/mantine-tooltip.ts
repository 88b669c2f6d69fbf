// Mantine's Tooltip in a module of its own, so `LazyTooltip` can load it (and floating-ui) apart.
export { Tooltip } from '@mantine/core';
