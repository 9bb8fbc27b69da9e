// The history reads descriptions as the DCAT export does (issue 51): one shared reading, in contract/.
export { plainText } from '../../../contract/quality/plainText.ts';
