/** Common Swedish names for the demo patients and physios. */
export const femaleFirstNames = [
  'Anna', 'Eva', 'Maria', 'Karin', 'Sara', 'Lena', 'Kerstin', 'Emma', 'Ingrid', 'Malin', 'Linnéa', 'Elin', 'Birgitta',
  'Johanna', 'Sofia', 'Ulla', 'Ida', 'Hanna', 'Annika', 'Margareta', 'Åsa', 'Camilla', 'Helena', 'Frida', 'Astrid',
  'Elsa', 'Maja', 'Agneta', 'Gunilla', 'Therese',
] as const;
export const maleFirstNames = [
  'Lars', 'Mikael', 'Anders', 'Johan', 'Erik', 'Per', 'Karl', 'Peter', 'Thomas', 'Jan', 'Daniel', 'Fredrik', 'Hans',
  'Andreas', 'Stefan', 'Mats', 'Magnus', 'Mattias', 'Björn', 'Göran', 'Oskar', 'Nils', 'Gustav', 'Axel', 'Olof',
  'Henrik', 'Jonas', 'Sven', 'Åke', 'Emil',
] as const;
export const otherFirstNames = ['Kim', 'Robin', 'Alex', 'Charlie', 'Sam', 'Love', 'Eli', 'Noa'] as const;
export const lastNames = [
  'Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson', 'Persson', 'Svensson', 'Gustafsson',
  'Pettersson', 'Jonsson', 'Jansson', 'Hansson', 'Bengtsson', 'Jönsson', 'Lindberg', 'Jakobsson', 'Magnusson', 'Lindström',
  'Olofsson', 'Lindqvist', 'Lindgren', 'Berg', 'Axelsson', 'Bergström', 'Lundberg', 'Lind', 'Lundgren', 'Lundqvist',
  'Mattsson', 'Berglund', 'Fredriksson', 'Sandberg', 'Henriksson', 'Forsberg', 'Sjöberg', 'Wallin', 'Engström', 'Eklund',
  'Danielsson', 'Lundin', 'Håkansson', 'Björk', 'Bergman', 'Gunnarsson', 'Holm', 'Wikström', 'Samuelsson', 'Isaksson',
  'Fransson', 'Bergqvist', 'Nyström', 'Holmberg', 'Arvidsson', 'Löfgren', 'Söderberg', 'Nyberg', 'Blomqvist', 'Claesson',
  'Nordström', 'Mårtensson', 'Lundström', 'Ali', 'Viklund', 'Björklund', 'Eliasson', 'Pålsson', 'Berggren', 'Sandström',
] as const;
