#!/bin/bash
# Do two kernel trees hold the same files?  TREE is the tree the kernels
# are built from (build-7.3/linux, or build/linux for 6.12), SERIES a git
# worktree holding the published series.  Build products in TREE
# (untracked files its .gitignore ignores, e.g. what make htmldocs
# generates in the source tree) are left out, unless the series
# publishes them.  Prints the differences and fails if there are any.
#
# usage: same-tree.sh TREE SERIES
set -u

tree=$1 series=$2
products=$(comm -23 <(git -C "$tree" ls-files -o -i --exclude-standard | LC_ALL=C sort) \
	<(git -C "$series" ls-files | LC_ALL=C sort))

diff -rq --exclude=.git "$tree" "$series" | awk -v tree="${tree%/}" -v products="$products" '
BEGIN {
	n = split(products, p, "\n")
	for (i = 1; i <= n; i++)
		if (p[i] != "")
			product[p[i]] = 1
}
# "Only in DIR: NAME" from TREE: a product, or a directory of products only.
index($0, "Only in " tree ":") == 1 || index($0, "Only in " tree "/") == 1 {
	line = substr($0, length("Only in " tree) + 1)
	dir = substr(line, 1, index(line, ": ") - 1)
	name = substr(line, index(line, ": ") + 2)
	path = substr(dir "/" name, 2)
	if (path in product)
		next
	all = 0
	for (f in product)
		if (index(f, path "/") == 1)
			all++
	if (all) {
		# Every file of the directory must be a product.
		cmd = "cd \"" tree "\" && find \"" path "\" -type f"
		ok = 1
		while ((cmd | getline f) > 0)
			if (!(f in product))
				ok = 0
		close(cmd)
		if (ok)
			next
	}
}
{ print; bad = 1 }
END { exit bad }'
