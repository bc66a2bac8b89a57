/** The height of a table row and of the header row (data-table.css): what virtualisation and the
 * space a table keeps before it is drawn are measured in. */
export const ROW_HEIGHT = 40;
