#!/usr/bin/env bash
# Cloud visual review on Chromatic, only when a project token is set (it needs the network); the
# offline visual comparison (scripts/visual-regression.mjs) stays the tokenless check in npm test.
# TurboSnap (--only-changed) snapshots only the stories whose files changed since the last build,
# which needs the preview's module graph: the Storybook is built with --stats-json for it.
set -euo pipefail
if [ -z "${CHROMATIC_PROJECT_TOKEN:-}" ]; then
  echo "CHROMATIC_PROJECT_TOKEN is not set: skipping Chromatic (the local visual regression runs in npm test)."
  exit 0
fi
cd "$(dirname "$0")/.."
storybook build -c ../../.storybook -o storybook-static --quiet --stats-json storybook-static
# The pinned CLI from the lockfile (never an unpinned npx download).
timeout 900 chromatic --storybook-build-dir storybook-static --only-changed --exit-zero-on-changes \
  --storybook-base-dir packages/ui --storybook-config-dir ../../.storybook
