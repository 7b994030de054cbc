<?php
// Interface messages of the library website.
return [
    'welcome' => 'Welcome to the city library',
    'search' => 'Search for a book, a film or an author',
    'card_expired' => 'Your library card has expired. Please renew it at the information desk.',
];
