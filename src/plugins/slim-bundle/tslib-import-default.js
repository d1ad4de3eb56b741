// The one tslib helper @docusaurus/utils-common uses (see ./index.ts), as tslib writes it.
exports.__importDefault = function (mod) {
  return mod && mod.__esModule ? mod : {default: mod};
};
