#!/usr/bin/env bash
# Cloud visual review, only when a Chromatic project token is set (it needs the network).
set -euo pipefail
if [ -z "${CHROMATIC_PROJECT_TOKEN:-}" ]; then
  echo "CHROMATIC_PROJECT_TOKEN is not set: skipping Chromatic (local visual regression runs in npm test)."
  exit 0
fi
cd "$(dirname "$0")/.."
npm run build-storybook
timeout 600 npx --yes chromatic --storybook-build-dir storybook-static --exit-zero-on-changes
