// The action bundle's entry (scripts/bundle.mjs): here so that ncc finds this directory's tsconfig.json.
import '../../src/action-entry.js';
